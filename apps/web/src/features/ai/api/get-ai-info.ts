import { queryOptions, useQuery } from '@tanstack/react-query';
import { AiApi, type AiInfo } from '@app/contract/ai';
import { getData } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/ai/info: which assistant answers (内置助手 or a model) and the suggested questions. */
export const getAiInfo = (signal?: AbortSignal) => getData<AiInfo>(AiApi.info, undefined, { signal });

export const aiInfoQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.info(), queryFn: ({ signal }) => getAiInfo(signal), staleTime: 300_000 });

export function useAiInfo() {
  return useQuery(aiInfoQueryOptions());
}

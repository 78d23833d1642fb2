import { defaultAiConfig, type AiConfig } from '../../config';
import { Pages } from '@app/contract/pages';
import { aiFirstScreen } from './ai-first-screen';
import { AiProviderError, type AiProvider } from '../../providers/ai/ai-provider';
import { createBuiltinAiProvider } from '../../providers/ai/builtin-ai-provider';
import { createOllamaAiProvider } from '../../providers/ai/ollama-ai-provider';
import { createOllamaEmbedder } from '../../providers/ai/embedder';
import { defineModule } from '../app-module';
import { createAiIndex } from './ai-index';
import { createAiRepository } from './ai.repository';
import { aiRoutes } from './ai.routes';
import { createAiService, type AiService } from './ai.service';

declare module '../app-module' {
  interface Services {
    ai: AiService;
  }
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const APP_NAME = '财经学堂';

/** A language model when OLLAMA_URL is set; otherwise the built-in assistant, which says it has none. */
function createAiProvider(config: AiConfig): AiProvider {
  return config.ollamaUrl
    ? createOllamaAiProvider({ url: config.ollamaUrl, model: config.ollamaModel })
    : createBuiltinAiProvider({ pieceDelayMs: config.pieceDelayMs });
}

export const aiModule = defineModule({
  name: 'ai',
  async setup(ctx) {
    const config = ctx.config.ai ?? defaultAiConfig;
    const repo = createAiRepository(ctx.db);
    const index = createAiIndex({ db: ctx.db, repo, clock: ctx.clock, maxAgeMs: config.indexRefreshMs });
    const provider = createAiProvider(config);
    const service = createAiService({
      repo,
      index,
      provider,
      clock: ctx.clock,
      appName: APP_NAME,
      pieceDelayMs: config.pieceDelayMs,
      ...(config.ollamaUrl && config.ollamaEmbedModel
        ? { embedder: createOllamaEmbedder({ url: config.ollamaUrl, model: config.ollamaEmbedModel }) }
        : {}),
      limits: {
        perMinute: ctx.rateLimits.limit('ai:ask:min', { limit: config.perMinute, windowMs: 60_000 }),
        perDay: ctx.rateLimits.limit('ai:ask:day', {
          limit: config.perDay,
          windowMs: DAY_MS,
          offsetMs: CHINA_OFFSET_MS,
        }),
      },
      onProviderError: (error) => {
        // A missing model is the operator's to fix, not a passing fault: the message says how.
        if (error instanceof AiProviderError && error.failure === 'model-missing')
          ctx.log.error({ model: error.model, fix: `ollama pull ${error.model}` }, error.message);
        else ctx.log.warn({ err: error }, 'AI provider failed');
      },
      onAnswered: (answer) => ctx.log.info({ ai: { mode: provider.mode, ...answer } }, 'AI answer'),
    });
    ctx.provide('ai', service);
    // The page opened cold shows its welcome before the app's code has arrived.
    ctx.app.firstScreens.set(Pages.ai, aiFirstScreen(service));
    // Index what is already there while the server starts; questions meanwhile wait for it.
    index.refresh().catch((error: unknown) => ctx.log.warn({ err: error }, 'AI index refresh failed'));
    ctx.log.info({ mode: provider.mode, model: provider.name }, 'AI assistant ready');
    await ctx.app.register(aiRoutes(service));
  },
});

import { z } from 'zod';

export const teacher = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacher>;

/** GET /api/home-data answer (SPEC §3, §7): latest posts (the first is the hero) and their categories. */
import { z } from 'zod';
import { categoryMapSchema } from './category';
import { postSummarySchema } from './post';

/** Home data of one locale. Posts come newest first; the body is left out to keep the answer small. */
export const homeDataSchema = z.object({
  posts: z.array(postSummarySchema),
  categoryMap: categoryMapSchema,
});
export type HomeData = z.infer<typeof homeDataSchema>;

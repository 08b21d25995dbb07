/** Typed hooks for `/api/admin/reviews` (a product's reviews: list filter `productId`). */
import type { AdminReview, ReviewInput, ReviewUpdateInput } from '../../../shared/schemas/review';
import { createResourceHooks } from './resource';

export type AdminReviewSummary = Omit<AdminReview, 'body' | 'authorIds'>;

export const reviews = createResourceHooks<AdminReview, ReviewInput, ReviewUpdateInput>('reviews');

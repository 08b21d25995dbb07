/** Display and text helpers shared by the build, the API and the islands. */
export { formatCents, formatPrice, hasCurrencyMarker, parseDecimal, zeroAmount } from './price';
export { relativeDate, toDate } from './relative-date';
export { applyTitlePlaceholders, monthName } from './title';
export { isValidSlug, MAX_SLUG_LENGTH, slugify, SLUG_PATTERN } from './slug';
export { contentSearchText, matchesQuery, normalizeForSearch } from './search-text';

/** Zod schemas of every entity and payload, shared by the API and the admin forms (DESIGN §2). */
export * from './common';
export * from './post';
export * from './category';
export * from './home-data';
export * from './locale-config';
export * from './setting';
export * from './product';
export * from './review';
export * from './auth';
export * from './contact';
export * from './click';
export * from './admin';

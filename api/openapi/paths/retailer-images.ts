/** Description of api/retailer/demo-images.ts: the demo retailer's product pictures (demo corpus only). */
import { z } from 'zod';
import { errorExample, errors, op, type OperationDoc } from '../registry';

export const retailerImageOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/retailer-images/I/:file', tag: 'public', summary: "A demo product's picture, drawn from its id (the demo corpus's stand-in for the retailer's image host)",
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9]{11}\.jpg$/).describe('{11 letters or digits}.jpg') }),
    responses: { 200: { description: 'A 600×600 JPEG, immutable', schema: z.string(), contentType: 'image/jpeg' }, ...errors(404) },
    examples: [
      { name: 'picture', status: 200, value: '(JPEG bytes)', call: { path: '/retailer-images/I/TESTIMAGE01.jpg' } },
      errorExample('malformed id', 404, 'not_found', 'No demo image at /retailer-images/I/x.jpg: the address is /retailer-images/I/{11 letters or digits}.jpg', { path: '/retailer-images/I/x.jpg' }),
    ],
  }),
];

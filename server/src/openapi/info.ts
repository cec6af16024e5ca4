import { FRONTEND_VERSION } from '../../../src/version.ts';

export const openApiInfo = {
  openapi: '3.0.3',
  info: {
    title: 'Siteline API',
    description:
      'The Siteline REST catalogue. Every answer uses the envelope {data, succeeded, error:{code, message}}. ' +
      'Calls other than /auth/* need `Authorization: Bearer <access_token>` from POST /auth/v1/login.',
    version: FRONTEND_VERSION,
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
  },
  security: [{ bearer: [] }],
};

import { FRONTEND_VERSION } from '../../../src/version.ts';

export const openApiInfo = {
  openapi: '3.0.3',
  info: {
    title: 'Siteline API',
    description:
      'The Siteline REST catalogue. Every answer uses the envelope {data, succeeded, error:{code, message}}. ' +
      'Calls other than /auth/* need `Authorization: Bearer <access_token>`: a user’s token from POST /auth/v1/login, or, for the ' +
      'Integration API (/integration/*), an API client’s token from POST /auth/v1/token (OAuth 2.0 client credentials).',
    version: FRONTEND_VERSION,
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
  },
  security: [{ bearer: [] }],
};

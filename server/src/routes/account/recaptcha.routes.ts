// reCAPTCHA for the login page: the site key lookup and the token verification (spec, section 7).
// Both are public: they run before anyone is signed in.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { SiteKey, VerifyRecaptchaAnswer, VerifyRecaptchaBody } from './account.schemas.ts';

export async function recaptchaRoutes(app: TypedApp, { recaptcha }: AppContext) {
  app.get(
    '/web/v1/recaptcha/sitekey',
    {
      config: { public: true },
      schema: {
        operationId: 'recaptchaSiteKey',
        tags: ['Account'],
        summary: 'The reCAPTCHA site key, and whether reCAPTCHA is on',
        security: [],
        response: envelopeResponses(SiteKey),
      },
    },
    async () => ok({ siteKey: recaptcha.siteKey, recaptchaEnabled: recaptcha.enabled }),
  );

  app.post(
    '/web/v1/recaptcha/verify-recaptcha',
    {
      config: { public: true },
      schema: {
        operationId: 'verifyRecaptcha',
        tags: ['Account'],
        summary: 'Verify a reCAPTCHA token with Google (always true while reCAPTCHA is off)',
        security: [],
        body: VerifyRecaptchaBody,
        response: envelopeResponses(VerifyRecaptchaAnswer),
      },
    },
    async (request) => {
      // isWebDriver is only logged: trusting a client's "I am a test browser" would be a bypass for bots.
      if (request.body.isWebDriver) request.log.info('reCAPTCHA verification from a WebDriver-controlled browser');
      return ok({ success: await recaptcha.verify(request.body.token, request.ip) });
    },
  );
}

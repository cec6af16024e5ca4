// Mails an invited user their activation link (a new key each time; older links stop working).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { User } from '../../db/schema.ts';
import { issueAccountKey } from '../../services/accountKeys.ts';
import { activationLink, publicOrigin } from '../account/links.ts';
import { accountMailTexts, invitationMail } from '../account/mails.ts';

export async function sendInvitation({ db, config, mailer }: AppContext, request: FastifyRequest, user: User): Promise<void> {
  const origin = publicOrigin(config, request);
  const company = await db.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirstOrThrow();
  const key = await issueAccountKey(db, user.id, 'activation', config.activationKeyTtlSeconds);
  await mailer.send(invitationMail(user, company.name, activationLink(origin, key, user), config.activationKeyTtlSeconds, accountMailTexts(user.language_id)));
}

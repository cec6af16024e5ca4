// User administration (spec: POST users/users, GET/DELETE users/{id}, POST/PUT users,
// sendInviteEmail). Scope any — Support admins manage their own company's accounts too — and
// always the caller's company: another company's id is a 404.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ErrorCode, HttpError, ok } from '../../http/envelope.ts';
import { UserRole } from '../../domain/permissions.ts';
import { cleanName, EMAIL_MESSAGES_EN, FieldErrors, isValidEmail, NAME_MESSAGES_EN, nameError } from '../../domain/passwordRules.ts';
import { column, defineGrid, runGrid, type GridContext, type GridRequestValue } from '../../services/grid.ts';
import { gridContext } from '../../services/gridFormat.ts';
import { gridExportRoute } from '../common/gridExport.ts';
import type { User } from '../../db/schema.ts';
import { revokeSessions } from '../../services/sessions.ts';
import { sendInvitation } from './invite.ts';
import { companyUser, STATUS_SQL, toDetail, toRow } from './users.queries.ts';
import { assertMayAssignRole, assertMayChangeRole, assertMayManageOwner, assertNotLastOwner } from './users.rules.ts';
import { CreateUserBody, DeleteAnswer, InviteAnswer, InviteQuery, UpdateUserBody, UserDetail, UserGrid, UserIdParams } from './users.schemas.ts';

export const DUPLICATE_EMAIL = 'A user with this email already exists';

const USERS = defineGrid({
  from: sql`users u`,
  key: sql`u.id`,
  columns: {
    id: column.number(sql`u.id`),
    firstName: column.text(sql`u.first_name`),
    lastName: column.text(sql`u.last_name`),
    email: column.text(sql`u.email`),
    userRole: column.number(sql`u.role`),
    jobTitle: column.text(sql`u.job_title`),
    lastWebLogin: column.dateTime(sql`u.last_web_login`),
    status: column.enumOf(
      STATUS_SQL,
      ['Active', 'Invited', 'Disabled'].map((s) => ({ id: s, name: s })),
    ),
  },
  textSearchColumns: ['firstName', 'lastName', 'email'],
});

function checkNames(errors: FieldErrors, body: { firstName: string; lastName: string }) {
  const firstName = cleanName(body.firstName);
  const lastName = cleanName(body.lastName);
  errors.add('firstName', nameError(firstName, NAME_MESSAGES_EN.firstNameRequired)).add('lastName', nameError(lastName, NAME_MESSAGES_EN.lastNameRequired));
  return { firstName, lastName };
}

const jobTitleOf = (value: string | null | undefined) => (value == null ? null : cleanName(value) || null);

export async function userRoutes(app: TypedApp, ctx: AppContext) {
  const { db, tokens } = ctx;
  const admin = { scope: 'any', permission: 'access:administration' } as const;
  /** One page of the users grid: the company's users that are not deleted. */
  const usersPage = (grid: GridContext, body: GridRequestValue) =>
    runGrid(db, USERS, body, {
      ctx: grid,
      scope: [sql<SqlBool>`u.company_id = ${grid.companyId}`, sql<SqlBool>`u.deleted_at is null`],
      keyField: 'id',
      select: sql`u.*`,
      rows: (raw: User[]) => raw.map(toRow),
    });

  app.post(
    '/web/v1/users/users',
    {
      config: admin,
      schema: {
        operationId: 'userList',
        tags: ['Users'],
        summary: "The caller's company's users (grid; text search on first name, last name, email)",
        body: Type.Ref('GridRequest'),
        response: envelopeResponses(UserGrid),
      },
    },
    async (request) => ok(await usersPage(gridContext(request.auth), request.body as GridRequestValue)),
  );

  gridExportRoute(app, ctx, {
    url: '/web/v1/users/users',
    operationId: 'exportUserList',
    what: 'The users grid',
    config: admin,
    requestSchema: 'GridRequest',
    grid: USERS,
    stem: 'users',
    sheet: 'Users',
    page: (grid, body: GridRequestValue) => usersPage(grid, body),
  });

  app.get(
    '/web/v1/users/:id',
    {
      config: admin,
      schema: {
        operationId: 'user',
        tags: ['Users'],
        summary: 'One user of the caller’s company',
        params: UserIdParams,
        response: envelopeResponses(UserDetail),
      },
    },
    async (request) => ok(toDetail(await companyUser(db, request.auth.companyId, request.params.id))),
  );

  app.post(
    '/web/v1/users',
    {
      config: admin,
      schema: {
        operationId: 'createUser',
        tags: ['Users'],
        summary: 'Invite a user: created without a password, activated through the mailed link',
        body: CreateUserBody,
        response: envelopeResponses(UserDetail),
      },
    },
    async (request) => {
      const body = request.body;
      const errors = new FieldErrors();
      const { firstName, lastName } = checkNames(errors, body);
      const email = body.email.trim().toLowerCase();
      errors.add('email', email === '' ? EMAIL_MESSAGES_EN.emailRequired : isValidEmail(email) ? null : EMAIL_MESSAGES_EN.emailInvalid).throwIfAny();
      assertMayAssignRole(request.auth.permissions, body.userRole);
      const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw new HttpError(400, ErrorCode.Conflict, DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });

      const { id } = await db
        .insertInto('users')
        .values({
          uuid: randomUUID(),
          company_id: request.auth.companyId,
          email,
          first_name: firstName,
          last_name: lastName,
          password_hash: null,
          // A company's accounts share its API type: Support admins invite Support colleagues.
          scope: request.auth.scope,
          role: body.userRole,
          // The invitation and the new account read the inviter's language until the user picks one (decision 0036).
          language_id: request.auth.user.language_id,
          extra_permissions: '',
          job_title: jobTitleOf(body.jobTitle),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await companyUser(db, request.auth.companyId, id);
      if (body.sendInviteEmail) await sendInvitation(ctx, request, user);
      return ok(toDetail(user));
    },
  );

  app.put(
    '/web/v1/users',
    {
      config: admin,
      schema: {
        operationId: 'updateUser',
        tags: ['Users'],
        summary: 'Change names, job title, role or disabled state of a user',
        body: UpdateUserBody,
        response: envelopeResponses(UserDetail),
      },
    },
    async (request) => {
      const body = request.body;
      const { permissions, userId } = request.auth;
      const target = await companyUser(db, request.auth.companyId, body.id);
      const errors = new FieldErrors();
      const { firstName, lastName } = checkNames(errors, body);
      errors.throwIfAny();

      const roleChanges = body.userRole !== target.role;
      if (roleChanges) {
        assertMayChangeRole(permissions);
        assertMayAssignRole(permissions, body.userRole);
        assertMayManageOwner(permissions, target);
        if (body.userRole !== UserRole.Owner) await assertNotLastOwner(db, target);
      }
      const disabling = body.disabled === true && !target.disabled;
      if (disabling) {
        if (target.id === userId) throw badRequest('You cannot disable your own account');
        assertMayManageOwner(permissions, target);
        await assertNotLastOwner(db, target);
      }

      await db
        .updateTable('users')
        .set({
          first_name: firstName,
          last_name: lastName,
          role: body.userRole,
          ...(body.jobTitle !== undefined ? { job_title: jobTitleOf(body.jobTitle) } : {}),
          ...(body.disabled !== undefined ? { disabled: body.disabled ? 1 : 0 } : {}),
        })
        .where('id', '=', target.id)
        .execute();
      if (disabling) await revokeSessions(db, tokens, target.id);
      return ok(toDetail(await companyUser(db, request.auth.companyId, target.id)));
    },
  );

  app.delete(
    '/web/v1/users/:id',
    {
      config: admin,
      schema: {
        operationId: 'deleteUser',
        tags: ['Users'],
        summary: 'Remove a user (soft delete); their sessions end at once',
        params: UserIdParams,
        response: envelopeResponses(DeleteAnswer),
      },
    },
    async (request) => {
      const target = await companyUser(db, request.auth.companyId, request.params.id);
      if (target.id === request.auth.userId) throw badRequest('You cannot delete your own account');
      assertMayManageOwner(request.auth.permissions, target);
      await assertNotLastOwner(db, target);
      const now = new Date().toISOString();
      // The row stays for history; its address is released (prefixed, so it can never match a login)
      // so the person can be invited again, here or by another company.
      await db
        .updateTable('users')
        .set({ deleted_at: now, email: `deleted:${target.id}:${target.email}` })
        .where('id', '=', target.id)
        .execute();
      await db.updateTable('account_keys').set({ used_at: now }).where('user_id', '=', target.id).where('used_at', 'is', null).execute();
      await revokeSessions(db, tokens, target.id);
      return ok({ id: target.id });
    },
  );

  app.post(
    '/web/v1/users/sendInviteEmail',
    {
      config: { scope: 'any', permission: 'invite:usr' },
      schema: {
        operationId: 'sendInviteEmail',
        tags: ['Users'],
        summary: 'Mail (again) the activation link of an invited user; earlier links stop working',
        querystring: InviteQuery,
        response: envelopeResponses(InviteAnswer),
      },
    },
    async (request) => {
      const user = await companyUser(db, request.auth.companyId, request.query.id);
      if (user.password_hash !== null) throw badRequest('This user has already activated their account');
      if (user.disabled) throw badRequest('This user is disabled');
      await sendInvitation(ctx, request, user);
      return ok({ sent: true });
    },
  );
}

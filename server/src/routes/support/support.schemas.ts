import { Type } from '@sinclair/typebox';
import { Id } from '../../http/bounds.ts';
import { gridResponseSchema } from '../../services/grid.ts';

export const CompanyRow = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  userCount: Type.Integer(),
  hardwareCount: Type.Integer({ description: 'Telematics devices of the company' }),
  machineConnectionCount: Type.Integer({ description: 'Devices installed on a machine' }),
  isInternal: Type.Boolean({ description: 'Root or internal company: its users cannot be impersonated' }),
});

export const CompanyGrid = gridResponseSchema(CompanyRow);

const nullableTime = Type.Union([Type.String({ description: 'UTC, ISO-8601' }), Type.Null()]);

export const CompanyUser = Type.Object({
  userUuid: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  login: Type.String(),
  lastWebLogin: nullableTime,
  lastMobileLogin: nullableTime,
});

export const CompanyParams = Type.Object({ id: Id() });

export const ImpersonateBody = Type.Object({ userUuid: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export const EndImpersonationAnswer = Type.Object({ endedSessions: Type.Integer() });

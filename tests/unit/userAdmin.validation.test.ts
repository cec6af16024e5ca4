import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  cleanPatch,
  createRequest,
  editUserFieldErrors,
  editValuesOf,
  EMPTY_NEW_USER,
  newUserFieldErrors,
  roleEditable,
  roleLabel,
  serverFieldErrors,
  updateRequest,
  USER_ROLES,
} from '../../machines/userAdmin/userAdmin.validation.ts';
import type { EditUserValues, NewUserValues, UserDetail } from '../../machines/userAdmin/userAdmin.types.ts';

const newUser: NewUserValues = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna.berg@bergbygg.example',
  jobTitle: 'Site manager',
  userRole: 0,
  sendInviteEmail: true,
};
const editUser: EditUserValues = { firstName: 'Anna', lastName: 'Berg', jobTitle: 'Site manager', userRole: 1, disabled: false };
const detail: UserDetail = {
  id: 7,
  userUuid: 'u-7',
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna.berg@bergbygg.example',
  userRole: 1,
  userRoleFormatted: 'Admin',
  jobTitle: 'Site manager',
  lastWebLogin: null,
  status: 'Active',
};

describe('roles (spec, section 9: User = 0, Admin = 1, Owner = 2)', () => {
  it('lists the three roles with their labels, in order', () => {
    expect(USER_ROLES).toEqual([
      { value: 0, label: 'User' },
      { value: 1, label: 'Admin' },
      { value: 2, label: 'Owner' },
    ]);
  });

  it('labels each role, and an unknown number as User', () => {
    expect(roleLabel(0)).toBe('User');
    expect(roleLabel(1)).toBe('Admin');
    expect(roleLabel(2)).toBe('Owner');
    expect(roleLabel(3)).toBe('User');
    expect(roleLabel(-1)).toBe('User');
  });
});

describe('assignableRoles: User always; Admin and Owner with update:usrrole; Owner also needs assign:ownerrole', () => {
  it.each([
    [[], [0]],
    [['assign:ownerrole'], [0]],
    [['update:usrrole'], [0, 1]],
    [
      ['update:usrrole', 'assign:ownerrole'],
      [0, 1, 2],
    ],
    [
      ['update:usrrole', 'assign:ownerrole', 'revoke:assign:ownerrole'],
      [0, 1],
    ],
    [['update:usrrole', 'assign:ownerrole', 'revoke:update:usrrole'], [0]],
  ])('%j → %j', (permissions, roles) => {
    expect(assignableRoles(permissions)).toEqual(roles);
  });
});

describe('roleEditable: needs update:usrrole, and for an Owner also assign:ownerrole', () => {
  it.each([
    [[], 0, false],
    [[], 2, false],
    [['assign:ownerrole'], 2, false],
    [['assign:ownerrole'], 0, false],
    [['update:usrrole'], 0, true],
    [['update:usrrole'], 1, true],
    [['update:usrrole'], 2, false],
    [['update:usrrole', 'assign:ownerrole'], 2, true],
    [['update:usrrole', 'assign:ownerrole'], 1, true],
    [['update:usrrole', 'revoke:update:usrrole'], 0, false],
  ])('%j, role %i → %s', (permissions, role, editable) => {
    expect(roleEditable(permissions, role)).toBe(editable);
  });
});

describe('the Add user form starts empty, as User, with the invitation on', () => {
  it('EMPTY_NEW_USER', () => {
    expect(EMPTY_NEW_USER).toEqual({ firstName: '', lastName: '', email: '', jobTitle: '', userRole: 0, sendInviteEmail: true });
  });
});

describe('editValuesOf: the edit form from a user', () => {
  it('copies names, job title and role; disabled only for status Disabled', () => {
    expect(editValuesOf(detail)).toEqual({ firstName: 'Anna', lastName: 'Berg', jobTitle: 'Site manager', userRole: 1, disabled: false });
    expect(editValuesOf({ ...detail, status: 'Disabled' }).disabled).toBe(true);
    expect(editValuesOf({ ...detail, status: 'Invited' }).disabled).toBe(false);
  });

  it('a missing job title is empty text; an unknown role is User', () => {
    expect(editValuesOf({ ...detail, jobTitle: null }).jobTitle).toBe('');
    expect(editValuesOf({ ...detail, userRole: 2 }).userRole).toBe(2);
    expect(editValuesOf({ ...detail, userRole: 5 }).userRole).toBe(0);
  });
});

describe('cleanPatch: names and job title lose < and > as they are typed', () => {
  it('strips the three text fields and leaves the rest', () => {
    expect(cleanPatch({ firstName: '<Anna>', lastName: 'B>erg<', jobTitle: '<b>Boss</b>', email: '<a@b.se>', userRole: 1 })).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      jobTitle: 'bBoss/b',
      email: '<a@b.se>',
      userRole: 1,
    });
  });

  it('does not add fields the patch lacks, and does not change the patch it is given', () => {
    const patch = { firstName: '<A' };
    expect(cleanPatch(patch)).toEqual({ firstName: 'A' });
    expect(patch).toEqual({ firstName: '<A' });
    expect(cleanPatch({ disabled: true })).toEqual({ disabled: true });
  });
});

describe('newUserFieldErrors', () => {
  it('no errors for a valid form', () => {
    expect(newUserFieldErrors(newUser)).toEqual({});
  });

  it('first and last name: required, then at least 2 characters (after dropping < > and spaces)', () => {
    expect(newUserFieldErrors({ ...newUser, firstName: ' <> ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(newUserFieldErrors({ ...newUser, firstName: 'A', lastName: ' B ' })).toEqual({
      firstName: 'Must be at least 2 characters',
      lastName: 'Must be at least 2 characters',
    });
  });

  it('e-mail required and valid; role one of the three', () => {
    expect(newUserFieldErrors({ ...newUser, email: ' ' })).toEqual({ email: 'Email is required' });
    expect(newUserFieldErrors({ ...newUser, email: 'anna@' })).toEqual({ email: 'Enter a valid email address' });
    expect(newUserFieldErrors({ ...newUser, userRole: 2 })).toEqual({});
    expect(newUserFieldErrors({ ...newUser, userRole: 3 as 0 })).toEqual({ userRole: 'Choose a role' });
  });
});

describe('editUserFieldErrors', () => {
  it('names and role, no e-mail', () => {
    expect(editUserFieldErrors(editUser)).toEqual({});
    expect(editUserFieldErrors({ ...editUser, firstName: '', lastName: 'B' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Must be at least 2 characters',
    });
    expect(editUserFieldErrors({ ...editUser, userRole: 9 as 0 })).toEqual({ userRole: 'Choose a role' });
  });
});

describe('requests: names and job title without < > and trimmed, an empty job title is null, e-mail lower case', () => {
  it('createRequest', () => {
    expect(
      createRequest({
        firstName: ' <Anna> ',
        lastName: ' Berg> ',
        email: ' Anna.Berg@BergBygg.example ',
        jobTitle: ' <> ',
        userRole: 2,
        sendInviteEmail: false,
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      jobTitle: null,
      email: 'anna.berg@bergbygg.example',
      userRole: 2,
      sendInviteEmail: false,
    });
    expect(createRequest({ ...newUser, jobTitle: ' <Site> manager ' }).jobTitle).toBe('Site manager');
  });

  it('updateRequest', () => {
    expect(updateRequest(7, { firstName: ' Anna ', lastName: ' <Berg> ', jobTitle: ' Boss ', userRole: 1, disabled: true })).toEqual({
      id: 7,
      firstName: 'Anna',
      lastName: 'Berg',
      jobTitle: 'Boss',
      userRole: 1,
      disabled: true,
    });
    expect(updateRequest(8, { ...editUser, jobTitle: '' }).jobTitle).toBeNull();
  });
});

describe("serverFieldErrors: the server's messages on the form's fields, joined with ', '", () => {
  it('keeps each form field', () => {
    expect(
      serverFieldErrors({
        firstName: ['a'],
        lastName: ['b'],
        email: ['c', 'd'],
        jobTitle: ['e'],
        userRole: ['f'],
        sendInviteEmail: ['g'],
        disabled: ['h'],
      }),
    ).toEqual({ firstName: 'a', lastName: 'b', email: 'c, d', jobTitle: 'e', userRole: 'f', sendInviteEmail: 'g', disabled: 'h' });
  });

  it('drops other fields and fields without messages; nothing for no map', () => {
    expect(serverFieldErrors({ id: ['Unknown user'], email: [], '': ['x'] })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

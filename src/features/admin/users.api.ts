// The user management calls. The list is the shared grid's (users.grid.ts); one user, create,
// update, delete and invite go through the userAdmin machine, which gets these as its actors.
import type { CreateUserRequest, UpdateUserRequest, UserDetail } from '../../../machines/userAdmin/userAdmin.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { toApiError } from '../../graphql/errors.ts';
import { graphql } from '../../graphql/graphql.ts';

const UserQuery = graphql(`
  query User($id: PositiveInt!) {
    user(id: $id) {
      data {
        id
        userUuid
        firstName
        lastName
        email
        userRole
        userRoleFormatted
        jobTitle
        lastWebLogin
        status
      }
    }
  }
`);

const CreateUserMutation = graphql(`
  mutation CreateUser($input: createUser_request_Input) {
    createUser(input: $input) {
      data {
        id
        userUuid
        firstName
        lastName
        email
        userRole
        userRoleFormatted
        jobTitle
        lastWebLogin
        status
      }
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: updateUser_request_Input) {
    updateUser(input: $input) {
      data {
        id
        userUuid
        firstName
        lastName
        email
        userRole
        userRoleFormatted
        jobTitle
        lastWebLogin
        status
      }
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: PositiveInt!) {
    deleteUser(id: $id) {
      data {
        id
      }
    }
  }
`);

const SendInviteMutation = graphql(`
  mutation SendInviteEmail($id: PositiveInt!) {
    sendInviteEmail(id: $id) {
      data {
        sent
      }
    }
  }
`);

const EMPTY_ANSWER = { status: 500, message: 'The server answered without data' };

function detail(data: Omit<UserDetail, 'jobTitle' | 'lastWebLogin'> & { jobTitle?: string | null; lastWebLogin?: string | null }): UserDetail {
  return { ...data, jobTitle: data.jobTitle ?? null, lastWebLogin: data.lastWebLogin ?? null };
}

export async function loadUserCall(id: number): Promise<UserDetail> {
  const result = await apiClient.query(UserQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.user?.data;
  if (!data) throw EMPTY_ANSWER;
  return detail(data);
}

export async function createUserCall(input: CreateUserRequest): Promise<UserDetail> {
  const result = await apiClient.mutation(CreateUserMutation, { input }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.createUser?.data;
  if (!data) throw EMPTY_ANSWER;
  return detail(data);
}

export async function updateUserCall(input: UpdateUserRequest): Promise<UserDetail> {
  const result = await apiClient.mutation(UpdateUserMutation, { input }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.updateUser?.data;
  if (!data) throw EMPTY_ANSWER;
  return detail(data);
}

export async function deleteUserCall(id: number): Promise<void> {
  const result = await apiClient.mutation(DeleteUserMutation, { id }).toPromise();
  if (result.error) throw toApiError(result.error);
}

export async function sendInviteCall(id: number): Promise<void> {
  const result = await apiClient.mutation(SendInviteMutation, { id }).toPromise();
  if (result.error) throw toApiError(result.error);
}

// The user management calls. The list is the shared grid's (users.grid.ts); one user, create,
// update, delete and invite go through the userAdmin machine, which gets these as its actors.
import type { CreateUserRequest, UpdateUserRequest, UserDetail } from '../../../machines/userAdmin/userAdmin.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { throwIfFailed, unwrap } from '../../graphql/unwrap.ts';
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

function detail(data: Omit<UserDetail, 'jobTitle' | 'lastWebLogin'> & { jobTitle?: string | null; lastWebLogin?: string | null }): UserDetail {
  return { ...data, jobTitle: data.jobTitle ?? null, lastWebLogin: data.lastWebLogin ?? null };
}

export async function loadUserCall(id: number): Promise<UserDetail> {
  const result = await apiClient.query(UserQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.user?.data);
  return detail(data);
}

export async function createUserCall(input: CreateUserRequest): Promise<UserDetail> {
  const result = await apiClient.mutation(CreateUserMutation, { input }).toPromise();
  const data = unwrap(result, (d) => d.createUser?.data);
  return detail(data);
}

export async function updateUserCall(input: UpdateUserRequest): Promise<UserDetail> {
  const result = await apiClient.mutation(UpdateUserMutation, { input }).toPromise();
  const data = unwrap(result, (d) => d.updateUser?.data);
  return detail(data);
}

export async function deleteUserCall(id: number): Promise<void> {
  const result = await apiClient.mutation(DeleteUserMutation, { id }).toPromise();
  throwIfFailed(result);
}

export async function sendInviteCall(id: number): Promise<void> {
  const result = await apiClient.mutation(SendInviteMutation, { id }).toPromise();
  throwIfFailed(result);
}

// The companies screen's calls: the companies grid and one company's users.
import { graphql, type ResultOf } from '../../graphql/graphql.ts';

export const CompaniesQuery = graphql(`
  query SupportCompanies($input: GridRequest_Input) {
    supportCompanies(input: $input) {
      data {
        data {
          companyId
          companyName
          userCount
          hardwareCount
          machineConnectionCount
          isInternal
        }
        summary {
          total
        }
        textSearchColumns
      }
    }
  }
`);

export const CompanyUsersQuery = graphql(`
  query SupportCompanyUsers($id: PositiveInt!) {
    supportCompanyUsers(id: $id) {
      data {
        userUuid
        firstName
        lastName
        login
        lastWebLogin
        lastMobileLogin
      }
    }
  }
`);

export type CompanyUser = NonNullable<NonNullable<ResultOf<typeof CompanyUsersQuery>['supportCompanyUsers']>['data'][number]>;
export type CompanyRow = NonNullable<NonNullable<ResultOf<typeof CompaniesQuery>['supportCompanies']>['data']['data'][number]>;

// The dictionaries the details form picks from (GET /common/v1/dictionaries/...), cached by urql.
import { graphql } from '../../graphql/graphql.ts';

export const DictionaryQueries = {
  families: graphql(`
    query DetailsMachineFamilies {
      dictionaryMachineFamily {
        data {
          id
          name
        }
      }
    }
  `),
  emissionClasses: graphql(`
    query DetailsEmissionClasses {
      dictionaryEmissionClass {
        data {
          id
          name
        }
      }
    }
  `),
  fuelTypes: graphql(`
    query DetailsFuelTypes {
      dictionaryVehicleFuelType {
        data {
          id
          name
        }
      }
    }
  `),
  timeZones: graphql(`
    query DetailsTimeZones {
      dictionaryTimeZone {
        data {
          id
          name
        }
      }
    }
  `),
};

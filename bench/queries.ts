// The GraphQL documents the bench sends: every field of a grid row, as the client's grid asks for them.
export const FLEET_QUERY = `query Fleet($input: FleetGridRequest_Input) {
  fleetAssets(input: $input) {
    data {
      data {
        id internalId name brand model category categoryFormatted registrationNumber serialNumber pinOrVin
        depotPlaceId depotName locationPlaceId locationName positionUtcTime positionUserTimeFormatted engineHours
        tags { id name style }
        telematicStatus telematicStatusFormatted productionYear emissionClass emissionClassFormatted fuelType fuelTypeFormatted archived
      }
      summary { total }
      textSearchColumns
    }
  }
}`;

export const TELEMATICS_QUERY = `query Telematics($input: GridRequest_Input) {
  telematicsDevices(input: $input) {
    data {
      data {
        deviceId assetId assetName internalId deviceSerialNumber deviceImei telematicType telematicTypeFormatted integrationSource
        status statusFormatted batteryLevel gnssQuality gnssQualityFormatted latestCommunicationUtcTime latestCommunicationUserTimeFormatted
        brand model vin
      }
      summary { total }
      textSearchColumns
    }
  }
}`;

export const SERVICE_QUERY = `query Services($input: FleetGridRequest_Input) {
  serviceGrid(input: $input) {
    data {
      data {
        id assetId assetDescription internalId name brand model status statusFormatted engineHours engineHoursFormatted
        nextServiceEngineHours nextServiceEngineHoursFormatted nextServicePredictionUserTime nextServicePredictionUserTimeFormatted
        previousServiceUtcTime previousServiceUserTimeFormatted archived
      }
      summary { total }
      textSearchColumns
    }
  }
}`;

export const SERVICE_SUMMARY_QUERY = `query ServiceSummary {
  serviceSummary { data { doneThisWeekCount overdueServiceCount soonToServiceCount noServiceCount scheduledCount } }
}`;

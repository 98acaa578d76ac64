// What other packages use of the gateway (npm start): the server and its Firebase settings.
export { buildGateway, type GatewayOptions } from './gateway';
export { firebaseConfigFromEnv } from './firebaseConfig';

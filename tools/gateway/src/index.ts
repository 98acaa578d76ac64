// What other packages use of the gateway (npm start): the server and its prerender scheduler.
export { buildGateway, type GatewayOptions } from './gateway';
export { firebaseConfigFromEnv } from './firebaseConfig';
export { findChromium, startPrerendering, type PrerenderOptions } from './prerender/scheduler';

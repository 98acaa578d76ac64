// Every test file talks to the Auth emulator with the demo project and the two tenants.
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
process.env.FIREBASE_PROJECT_ID ||= 'demo-jobportal';
process.env.FIREBASE_TENANT_CANDIDATE ||= 'candidate-pool';
process.env.FIREBASE_TENANT_CORPORATE ||= 'corporate-pool';

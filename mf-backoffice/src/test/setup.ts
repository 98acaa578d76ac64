// The staff pool's Firebase is replaced by a fake in every test (src/test/fakeFirebase.ts).
jest.mock('../shared/session/firebase', () => jest.requireActual('./fakeFirebase'));

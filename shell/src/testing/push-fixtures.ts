import type { FcmSettings } from '@casino/shared-kernel/api-contract';

/** A brand's fcm block with every value set (spec 5's fcm flag on), for the push tests. */
export const FCM: FcmSettings = {
  apiKey: 'AIza-demo',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  storageBucket: 'demo.appspot.com',
  messagingSenderId: '100',
  appId: '1:100:web:abc',
  measurementId: 'G-DEMO',
  vapidKey: 'BPk-demo',
};

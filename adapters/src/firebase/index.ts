export { firebasePushMessaging, FIREBASE_SERVICE_WORKER_PATH, type FirebasePushConfig } from './firebase-push-messaging.js';
export { firestorePushTokenStore, type FirestorePushTokenStoreConfig } from './firestore-push-token-store.js';

export { firebasePushMessaging, FIREBASE_SERVICE_WORKER_PATH, type FirebasePushConfig } from './firebase-push-messaging.js';

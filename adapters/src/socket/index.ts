export { socketIoChatChannel, type SocketIoChatConfig } from './socket-io-chat-channel.js';

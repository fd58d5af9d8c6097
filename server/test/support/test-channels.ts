import { testChannel } from './test-channel';
import { ClientError } from '../../src/errors';

// Test handlers: client_check signs the socket in as user <token>, login logout signs it out and tells the
// browser, rating getTotalRating pushes a notice to the signed-in user's sockets (a call with no cache policy, so it
// runs every time), rating getDishes requires a user.
export const roomChannels = [
  testChannel('client_check', {
    get: async (data, ctx) => {
      ctx.signIn(Number(data.token), data.browserId, { tokenHash: `test-session-${data.token}`, expiresAt: ctx.now() + 3600 });
      return { replyType: 'setUser', data: { user_id: ctx.userId } };
    },
  }),
  testChannel('login', {
    logout: async (data, ctx) => {
      ctx.signOut();
      ctx.emitToBrowser(data.browserId, 'login', { type: 'logoutOk', data: { browserId: data.browserId } });
      return { browserId: data.browserId };
    },
  }),
  testChannel('rating', {
    getTotalRating: async (_data, ctx, userId) => {
      ctx.emitToUser(userId, 'notice', { type: 'notice', data: { at: ctx.now() } });
      return { feedback: '', rating: null, rating2: null, rating3: null, rating4: null };
    },
    getDishes: async (_data, _ctx, userId) => {
      if (userId < 0) throw new ClientError('server.genericError');
      return { dishes: {}, types: [] };
    },
  }),
];

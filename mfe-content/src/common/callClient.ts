import type { SocketClient } from '@mealplan/shared/session';

/** What a store of this area needs of the socket client: its calls (a test passes a fake that answers them). */
export type CallClient = Pick<SocketClient, 'call'>;

// The cart of paid extra sides (spec 3 §1, §2 "cart panel", §6, §7 getCart / addToCart / removeFromCart): shown and
// fetched only for the one test user whose id the settings hold; prices in fils, shown in AED.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CartItem } from '@mealplan/shared/protocol';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';
import type { PlanActionClient } from './types';

/** The settings alias holding the one user id the cart is shown to (spec 3 §6: "a test gate"). */
export const CART_TEST_USER_SETTING = 'cart_test_user_id';

/** Whether the cart is shown to `userId`: the settings' test user id, and only that one. */
export function isCartUser(userId: number | null, settingValue: string): boolean {
  return userId !== null && settingValue.trim() !== '' && settingValue.trim() === String(userId);
}

export interface CartAddition {
  dishId: number;
  /** The dish it goes with, its meal type and day. */
  toDishId: number;
  typeId: number;
  date: number;
  orderId: number;
}

export class CartStore {
  items: CartItem[] = [];
  loaded = false;
  busy = false;
  /** The item being removed. */
  removing: number | null = null;
  error: ServerMessage | null = null;

  constructor(private readonly client: PlanActionClient) {
    makeAutoObservable<CartStore, 'client'>(this, { client: false });
  }

  /** Fils. */
  get total(): number {
    return this.items.reduce((sum, item) => sum + item.price, 0);
  }

  async load(): Promise<void> {
    await this.run(async () => {
      const reply = await this.client.call('order', 'getCart', {});
      runInAction(() => {
        this.items = reply.cart;
        this.loaded = true;
      });
    });
  }

  async add(addition: CartAddition): Promise<boolean> {
    return this.run(async () => {
      const reply = await this.client.call('order', 'addToCart', { ...addition });
      runInAction(() => (this.items = [...this.items.filter((item) => item.id !== reply.item.id), reply.item]));
    });
  }

  async remove(cartId: number): Promise<boolean> {
    this.removing = cartId;
    const removed = await this.run(async () => {
      const reply = await this.client.call('order', 'removeFromCart', { cartId });
      runInAction(() => (this.items = this.items.filter((item) => item.id !== reply.cartId)));
    });
    runInAction(() => (this.removing = null));
    return removed;
  }

  private async run(work: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      await work();
      return true;
    } catch (error) {
      runInAction(() => (this.error = refusalOf(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

import { makeAutoObservable, observable } from 'mobx';
import type { ReactNode } from 'react';

/** spec 1 §2 "Generic modal" headlines. */
export const DEFAULT_HEADLINE = 'Meal Plan';
export const ERROR_HEADLINE = 'Error';
export const VALIDATION_ERROR_HEADLINE = 'Validation error';

export interface ModalAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
}

export interface ModalContent {
  headline?: string;
  content: ReactNode;
  /** Shows the close button and lets Escape / the backdrop close the modal (default true). */
  closable?: boolean;
  actions?: ModalAction[];
  /** Extra class on the dialog, e.g. a wide variant for an embedded widget. */
  size?: 'normal' | 'wide';
  /** Runs once when the modal is cleared. */
  onClose?: () => void;
}

/** The one generic modal: set, update, clear (spec 1 §2). */
export class ModalStore {
  display = false;
  headline = DEFAULT_HEADLINE;
  content: ReactNode = null;
  closable = true;
  actions: ModalAction[] = [];
  size: 'normal' | 'wide' = 'normal';
  private onClose: (() => void) | undefined = undefined;

  constructor() {
    makeAutoObservable<ModalStore, 'onClose'>(this, { content: observable.ref, actions: observable.ref, onClose: false }, { autoBind: true });
  }

  set(modal: ModalContent): void {
    this.headline = modal.headline ?? DEFAULT_HEADLINE;
    this.content = modal.content;
    this.closable = modal.closable ?? true;
    this.actions = modal.actions ?? [];
    this.size = modal.size ?? 'normal';
    this.onClose = modal.onClose;
    this.display = true;
  }

  update(changes: Partial<ModalContent>): void {
    if (changes.headline !== undefined) this.headline = changes.headline;
    if ('content' in changes) this.content = changes.content;
    if (changes.closable !== undefined) this.closable = changes.closable;
    if (changes.actions !== undefined) this.actions = changes.actions;
    if (changes.size !== undefined) this.size = changes.size;
    if (changes.onClose !== undefined) this.onClose = changes.onClose;
  }

  clear(): void {
    const onClose = this.onClose;
    this.display = false;
    this.headline = DEFAULT_HEADLINE;
    this.content = null;
    this.closable = true;
    this.actions = [];
    this.size = 'normal';
    this.onClose = undefined;
    onClose?.();
  }

  showMessage(message: ReactNode, headline: string = DEFAULT_HEADLINE): void {
    this.set({ headline, content: message });
  }

  showError(message: ReactNode): void {
    this.set({ headline: ERROR_HEADLINE, content: message });
  }

  showValidationError(message: ReactNode): void {
    this.set({ headline: VALIDATION_ERROR_HEADLINE, content: message });
  }
}

export const modalStore = new ModalStore();

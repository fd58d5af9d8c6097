import { makeAutoObservable, observable } from 'mobx';
import type { ReactNode } from 'react';

/** A headline of the kit's catalogue, by id: the modal shows it in the page's language. */
export interface KitHeadline {
  id: 'kit.modal.defaultHeadline' | 'kit.modal.errorHeadline' | 'kit.modal.validationErrorHeadline';
}

/** spec 1 §2 "Generic modal" headlines ('Meal Plan', 'Error', 'Validation error' in ../ui/i18n/en.json). */
export const DEFAULT_HEADLINE: KitHeadline = { id: 'kit.modal.defaultHeadline' };
export const ERROR_HEADLINE: KitHeadline = { id: 'kit.modal.errorHeadline' };
export const VALIDATION_ERROR_HEADLINE: KitHeadline = { id: 'kit.modal.validationErrorHeadline' };

/** An area's own headline (already in the page's language) or one of the kit's by id. */
export type ModalHeadline = string | KitHeadline;

export interface ModalAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
}

export interface ModalContent {
  headline?: ModalHeadline;
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
  headline: ModalHeadline = DEFAULT_HEADLINE;
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

  showMessage(message: ReactNode, headline: ModalHeadline = DEFAULT_HEADLINE): void {
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

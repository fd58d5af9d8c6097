// Public entry of @mealplan/shared/protocol: every socket call's schemas, types and request parsing.
import type { z } from 'zod';
import { callKey, isSubtyped, protocol } from './calls';
import type { Access, Call, ReplySchemas } from './define-call';
import { formatIssueMessage, issueMessageEntries, type IssueMessage } from './issue-messages';
export { fieldPath, MAX_FIELD_ERRORS, formatIssueMessage, type IssueMessage } from './issue-messages';
export { default as validationMessagesEn } from './i18n/en.json';
export { default as validationMessagesAr } from './i18n/ar.json';

export { callKey, isSubtyped, protocol, SUBTYPED_TYPES } from './calls';
export {
  defineCall,
  defineCallWithReplies,
  replyTypes,
  type Access,
  type CacheKeyInput,
  type CachePolicy,
  type Call,
  type CallLimitKind,
  type CallWithReplies,
  type ReplySchemas,
  type ReplyStyle,
  type ReplyTypes,
} from './define-call';
export * from './envelope';
export { requestType } from './request-type';
export { RECONNECT_NOTICE } from './reconnect-notice';
export * from './entities';
export { referenceLists, referenceListName, referenceListsVersion, type ReferenceListName, type ReferenceLists } from './channels/get_arrays';
export { loginErr } from './channels/login';
export { socialSignIn, type SocialSignIn } from './channels/social';
export { isPageSetting, PAGE_SETTINGS, settingEntry, type PageSetting, type SettingEntry } from './channels/settings';
export { staticPageAlias } from './channels/static_pages';
export { generalFeedback, type GeneralFeedback } from './channels/rating';
export { ALL_ARTICLES_CATEGORY_ID, BLOG_PAGE_SIZE } from './channels/blog';
export { forumComment, type ForumComment } from './channels/forum';
export type { CartItem, ModifyOrderPlan, OrderDay, PlacedOrder, PlanChange, WizardDraft } from './channels/order';
export { wizardDraft } from './channels/order';
export type { PendingCheckoutParams } from './channels/mobile_checkout';
export type { UserSide } from './channels/profile-dashboard';
export type { CustomPlanRow } from './channels/custom_plan';
export type { CustomPlanSideRow } from './channels/custom_plan_sides';
export type { DefaultDishRow } from './channels/default_dishes';
export type { DefaultDishSideRow } from './channels/default_dish_sides';
export type { BodyMeasurement, BodyProfile, DeliveryDish, NextDelivery, ProgressPage, ProgressSeries } from './channels/progress';

export type Protocol = typeof protocol;
export type Channel = keyof Protocol;
export type CallKey<C extends Channel> = keyof Protocol[C] & string;
type CallOf<C extends Channel, K extends CallKey<C>> = Protocol[C][K] extends Call ? Protocol[C][K] : never;
/** Who may make the call, as its declaration says ('customer': only a signed-in customer). */
export type AccessOf<C extends Channel, K extends CallKey<C>> = CallOf<C, K>['access'];
/** The calls of a channel a server must handle: every declared call except those whose declaration marks them planned. */
export type HandledCallKey<C extends Channel> = {
  [K in CallKey<C>]: CallOf<C, K> extends { readonly planned: true } ? never : K;
}[CallKey<C>];
/** Request data as validated (what a handler receives; what a client sends). */
export type RequestData<C extends Channel, K extends CallKey<C>> = z.output<CallOf<C, K>['request']>;
/** Success reply data. */
export type OkData<C extends Channel, K extends CallKey<C>> = z.output<CallOf<C, K>['ok']>;
/** Err reply data (`ErrData` for most calls; login set adds `banned`). */
type RepliesOf<C extends Channel, K extends CallKey<C>> = CallOf<C, K> extends { readonly replies: infer R extends ReplySchemas } ? R : never;
/**
 * A success reply as the client receives it: for a call with several success types (login set, client_check
 * get), a union discriminated by `type`; otherwise the call's Ok type (a string) with its data.
 */
export type OkReply<C extends Channel, K extends CallKey<C>> = [RepliesOf<C, K>] extends [never]
  ? { type: string; data: OkData<C, K> }
  : { [T in keyof RepliesOf<C, K> & string]: { type: T; data: z.output<RepliesOf<C, K>[T]> } }[keyof RepliesOf<C, K> & string];

export type ParsedRequest = { ok: true; key: string; call: Call; data: unknown } | { ok: false; message: string; errors: Record<string, string> };

/** A refusal with its texts also as catalogue messages, so the server can answer in the socket's language (issue 8). */
export type DetailedParsedRequest =
  | Extract<ParsedRequest, { ok: true }>
  | (Extract<ParsedRequest, { ok: false }> & { messages?: { message: IssueMessage; errors: Record<string, IssueMessage> } });

export function isChannel(channel: string): channel is Channel {
  return Object.hasOwn(protocol, channel);
}

/** The call a request addresses, or undefined when the channel or type is unknown. */
export function findCall(channel: string, key: string): Call | undefined {
  if (!isChannel(channel)) return undefined;
  const calls: Readonly<Record<string, Call>> = protocol[channel];
  return Object.hasOwn(calls, key) ? calls[key] : undefined;
}

/** The declared access of a call, or undefined for a call the protocol does not have. */
export function accessOf(channel: string, key: string): Access | undefined {
  return findCall(channel, key)?.access;
}

/** Looks up the call and validates its data; bad input yields a sentence naming the first bad field. */
export function parseRequest(channel: string, type: string, data: unknown): ParsedRequest {
  const parsed = parseRequestDetailed(channel, type, data);
  if (parsed.ok) return parsed;
  const { ok, message, errors } = parsed;
  return { ok, message, errors };
}

/** parseRequest, with the texts of a refusal also as catalogue messages (see DetailedParsedRequest). */
export function parseRequestDetailed(channel: string, type: string, data: unknown): DetailedParsedRequest {
  const key = callKey(channel, type, data);
  if (key === type && isSubtyped(channel, type)) {
    return { ok: false, message: 'Invalid data: subtype is required', errors: { subtype: 'subtype is required' } };
  }
  const call = findCall(channel, key);
  if (!call) return { ok: false, message: `Unknown call ${channel}/${key}`, errors: {} };
  const result = call.request.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, key, call, data: result.data };
  const entries = issueMessageEntries(result.error.issues);
  const errorMessages: Record<string, IssueMessage> = {};
  for (const [path, problem] of entries) errorMessages[path] ??= { id: 'validation.field', values: { field: path, problem } };
  const [firstPath, firstProblem] = entries[0] ?? ['data', { id: 'validation.notValid' }];
  const message: IssueMessage = { id: 'validation.invalidData', values: { field: firstPath, problem: firstProblem } };
  const errors = Object.fromEntries(Object.entries(errorMessages).map(([path, text]) => [path, formatIssueMessage(text)]));
  return { ok: false, message: formatIssueMessage(message), errors, messages: { message, errors: errorMessages } };
}

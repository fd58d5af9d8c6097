// Third-party services handlers reach through ctx.services (mailer, sms, social sign-in, rate limits).
// Their owners add typed fields by declaration merging:
//   declare module '../realtime/services' { interface Services { mailer: Mailer } }
// and hand the instances to startServer({ services }).
export interface Services {
  [name: string]: unknown;
}

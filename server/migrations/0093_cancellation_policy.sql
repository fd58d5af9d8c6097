-- Cancelling under the published Refunds & Cancellation Policy (issue 37 item 6; doc 3 §4 "Cancel", §9 "Policies").
-- A cancelled order records when it was cancelled, the first day not delivered (the days before it are still
-- delivered), the fee kept and the refund owed to the card (0 when a coupon was given). The policy page reads its
-- numbers from the settings (cancellation_fee_percent, cancellation_business_days, refund_processing_weeks,
-- refund_bank_days_min / _max, business_week_days): its stored text gets placeholders the server fills when it serves
-- the page (server/src/catalog/static-pages.ts). A text edited by hand since it was seeded is left as it is.
ALTER TABLE orders
  ADD COLUMN IF NOT EXISTS cancelled_at bigint,
  ADD COLUMN IF NOT EXISTS cancel_effective_date bigint,
  ADD COLUMN IF NOT EXISTS cancel_fee integer,
  ADD COLUMN IF NOT EXISTS cancel_refund_due integer;

UPDATE static_pages SET content = replace(replace(replace(content,
  '<p>Approved refunds are returned to the original payment method. Depending on your bank, a refund takes between 10 and 45 days to reach your account.</p>',
  '<p>Approved refunds are returned to the original payment method. Depending on your bank, a refund takes between {{refund_bank_days_min}} and {{refund_bank_days_max}} days to reach your account.</p>'),
  '<p>You may cancel your meal plan at any time by contacting our team. A cancellation takes effect in 3 business days; meals scheduled before then will be prepared and delivered.</p>',
  '<p>You may cancel your meal plan at any time with ''Cancel My Plan'' on the Modify page, or by contacting our team. Before you confirm, we show you the cancellation fee, the date the cancellation takes effect, the days still delivered and the amount you will receive.</p>'
  || E'\n' || '<p>A cancellation takes effect in {{cancellation_business_days}} business days ({{business_week_days}}, public holidays excluded; counted from the day after you cancel), and never before the days already being prepared; meals scheduled before then will be prepared and delivered.</p>'),
  '<p>A cancellation fee of 20% applies to the value of the remaining days. The remaining balance is processed within 2 weeks of the cancellation taking effect, and is then refunded as described above, or issued as a credit voucher if you choose "Cancel and receive coupon".</p>',
  '<p>A cancellation fee of {{cancellation_fee_percent}}% applies to the value of the remaining days (the days paid for and not delivered). The remaining balance is processed within {{refund_processing_weeks}} weeks of the cancellation taking effect and is then refunded as described above, or, if you choose "Cancel and receive coupon", issued at once as a credit voucher on My Credit.</p>')
WHERE alias = 'refunds';

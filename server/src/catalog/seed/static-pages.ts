// Static pages (terms, privacy policy, refunds, contact), written from the product's policies. The refunds page's numbers
// are {{setting}} placeholders the server fills from the settings when it serves the page (catalog/static-pages.ts), so
// the policy and the cancel rule read the same numbers; migration 0093 gave existing databases the same text.
export interface StaticPageSeed {
  alias: string;
  name: string;
  description: string;
  content: string;
}

const terms = `
<h2>1. About these terms</h2>
<p>These terms govern your use of the MealPlan website and your subscription to our meal plans. By creating an account or placing an order you agree to these Terms &amp; Conditions, our Refunds &amp; Cancellation Policy and our Privacy Policy.</p>
<h2>2. Who may use the service</h2>
<p>You must be 18 years of age or older to create an account and order a plan. By signing up you confirm that you are 18 or older and that you consent to receive emails from us about your plan.</p>
<h2>3. Plans and menus</h2>
<p>A plan is a number of delivery days with the meal types and diet you choose. Dishes can be changed until 48 hours before a delivery; days within the next 3 days are already being prepared and cannot be edited or skipped. A skipped day is added to the end of your plan with dishes recommended by our nutritionists unless you choose others.</p>
<h2>4. Allergies and preferences</h2>
<p>We filter dishes by the allergies and dislikes you tell us about, but our kitchen handles nuts, gluten, dairy, eggs, fish, shellfish, soy and sesame. Certain ingredients cannot be avoided; if you need to avoid more than three, please consult our team before ordering.</p>
<h2>5. Prices, payment and delivery</h2>
<p>Prices are shown in AED and include VAT. The delivery fee is AED 0 as of 1 January 2019. A refundable cooler-bag deposit of AED 180 is charged with your first plan and is not charged again on renewal. Deliveries are made to the address and time window you choose; please keep your address up to date with 2 days' notice.</p>
<h2>6. Pausing, cancelling and refunds</h2>
<p>You may pause your plan with 48 hours' notice. Cancellations and refunds follow our <a href="/refunds">Refunds &amp; Cancellation Policy</a>.</p>
<h2>7. Changes to these terms</h2>
<p>We may update these terms; the version published on this page applies to orders placed after its publication.</p>`;

const privacy = `
<h2>What we collect</h2>
<p>We collect the details you give us to prepare and deliver your meals: your name, email address, phone and WhatsApp numbers, delivery addresses, date of birth, gender, weight, height, food preferences, allergies and, if you choose to share them, medical conditions and documents.</p>
<h2>How we use it</h2>
<p>Your data is used to build your menu, deliver your meals, contact you about your plan and, with your consent, to send you our newsletter. Medical documents are viewable only by your nutritionist.</p>
<h2>Sharing</h2>
<p>We share your delivery address and phone number with our delivery partner for the sole purpose of delivering your meals. Card payments are processed by our payment provider; we never store your card details.</p>
<h2>Your rights</h2>
<p>You may ask us at any time for a copy of your data, for corrections, or for your account to be deleted, by writing to our team email.</p>
<h2>Age</h2>
<p>Our service is intended for users who are 18 years of age or older.</p>
<h2>Cookies</h2>
<p>We use cookies to keep you signed in and to remember that you have seen our cookie notice.</p>`;

const refunds = `
<h2>Refunds</h2>
<p>Approved refunds are returned to the original payment method. Depending on your bank, a refund takes between {{refund_bank_days_min}} and {{refund_bank_days_max}} days to reach your account.</p>
<h2>Cancelling a meal plan</h2>
<p>You may cancel your meal plan at any time with 'Cancel My Plan' on the Modify page, or by contacting our team. Before you confirm, we show you the cancellation fee, the date the cancellation takes effect, the days still delivered and the amount you will receive.</p>
<p>A cancellation takes effect in {{cancellation_business_days}} business days ({{business_week_days}}, public holidays excluded; counted from the day after you cancel), and never before the days already being prepared; meals scheduled before then will be prepared and delivered.</p>
<p>A cancellation fee of {{cancellation_fee_percent}}% applies to the value of the remaining days (the days paid for and not delivered). The remaining balance is processed within {{refund_processing_weeks}} weeks of the cancellation taking effect and is then refunded as described above, or, if you choose "Cancel and receive coupon", issued at once as a credit voucher on My Credit.</p>
<h2>Catering orders</h2>
<p>Catering orders can be cancelled free of charge with more than 24 hours' notice. With less notice, half of the quotation is charged.</p>
<h2>Pausing during a pandemic</h2>
<p>If deliveries are suspended because of a pandemic or a government restriction, your plan is paused and the remaining days stay valid for up to 1 year.</p>
<h2>Bag deposit</h2>
<p>The AED 180 cooler-bag deposit is refunded when the bags are returned in good condition at the end of your plan.</p>
<h2>Delivery fee</h2>
<p>The delivery fee is AED 0 as of 1 January 2019, so there is no delivery fee to refund.</p>`;

const contact = `
<h2>Visit us</h2>
<p>MealPlan Dubai branch, Shop 4, Al Wasl Square, Al Wasl Road, Al Safa 1, Dubai, United Arab Emirates.</p>
<h2>Opening hours</h2>
<p>Branch: 8:00 AM to 11:00 PM, 7 days a week.<br>Main kitchen deliveries: Saturday to Thursday, 10:00 AM to 10:00 PM.</p>
<h2>Call or message us</h2>
<p>Phone: <a href="tel:+97143886620">+971 4 388 6620</a> or <a href="tel:+971507124480">+971 50 712 4480</a><br>WhatsApp: <a href="https://wa.me/971507124480">+971 50 712 4480</a><br>Email: <a href="mailto:team@mealplan.ae">team@mealplan.ae</a></p>`;

export const staticPages: StaticPageSeed[] = [
  {
    alias: 'terms',
    name: 'Terms & Conditions',
    description: 'The terms of using MealPlan and subscribing to our meal plans.',
    content: terms.trim(),
  },
  { alias: 'privacy-policy', name: 'Privacy Policy', description: 'What personal data we collect, why, and your rights.', content: privacy.trim() },
  {
    alias: 'refunds',
    name: 'Refunds & Cancellation Policy',
    description: 'How refunds, cancellations, catering orders and pauses work.',
    content: refunds.trim(),
  },
  { alias: 'contact', name: 'Contact us', description: 'Our Dubai branch, opening hours, phone, WhatsApp and email.', content: contact.trim() },
];

// Which module (folder under server/src) owns each table: the only one that reads and writes it; another module calls
// the owner's functions instead (issue 18 point 4). server/test/platform/table-ownership.test.ts holds every SQL
// text of server/src to this list, and every table the migrations create must be listed here.
export type TableOwner =
  | 'accounts'
  | 'catalog'
  | 'orders'
  | 'payments'
  | 'progress'
  | 'uploads'
  | 'fitness'
  | 'content'
  | 'forum'
  | 'db'
  | 'adapters'
  | 'deploy'
  | 'menu-pdf';

const owned = (owner: TableOwner, tables: readonly string[]) => tables.map((table) => [table, owner] as const);

export const TABLE_OWNERS: ReadonlyMap<string, TableOwner> = new Map([
  ...owned('accounts', [
    'users',
    'sessions',
    'one_time_tokens',
    'sms_codes',
    'social_identities',
    'referral_tokens',
    'general_feedback',
    'notifications',
    'plan_requests',
    'dish_feedback',
  ]),
  ...owned('catalog', [
    'settings',
    'static_pages',
    'meal_types',
    'diets',
    'plans',
    'prices',
    'emirates',
    'areas',
    'delivery_slots',
    'ingredients',
    'dish_groups',
    'dish_labels',
    'dishes',
    'custom_plans',
    'custom_plan_sides',
    'default_dishes',
    'default_dish_sides',
    'blog_categories',
    'forum_categories',
    'coupon_types',
    'common_vouchers',
    'medical_conditions',
    'companies',
    'delivery_partners',
  ]),
  ...owned('orders', ['orders', 'order_days', 'order_dishes', 'pauses', 'user_vouchers', 'cart_items', 'wizard_drafts', 'user_sides']),
  ...owned('payments', ['payments', 'payment_ledger']),
  ...owned('progress', ['progress_entries', 'weekly_weights', 'body_measurements', 'body_analysis']),
  ...owned('uploads', ['uploaded_files', 'file_blobs', 'progress_photos', 'user_avatars', 'upload_attempts']),
  ...owned('fitness', ['fitness_authorizations', 'fitness_links', 'fitness_weight_imports']),
  // The local stand-ins of the tracker's and the payment gateway's providers keep their state on their side of the API.
  ...owned('adapters', ['fitness_sandbox_grants', 'telr_sandbox_orders', 'telr_sandbox_refunds']),
  ...owned('content', ['blog_posts']),
  ...owned('forum', ['forum_threads', 'forum_comments']),
  ...owned('db', ['server_secrets']),
  // Published remote releases shared by every server process (the folder store keeps them in RELEASES_DIR instead).
  ...owned('deploy', ['releases', 'release_files', 'release_pointers']),
  // The last printed PDF of each order and language (the print cache every server process shares).
  ...owned('menu-pdf', ['menu_pdf_cache']),
]);

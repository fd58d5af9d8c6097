-- Progress tracking and body analysis (issue 11; spec 3 §3 "Progress", §7 "Channel progress").
-- Scales as the spec stores them: weight in grams (thousandths of kg), waist and body measurements in tenths of cm,
-- calories in kcal, SMM and BFM in hundredths of kg. Days and weeks are Dubai day starts (unix seconds).

-- /progress: one row per customer and day; each series may be missing on a day.
CREATE TABLE progress_entries (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day bigint NOT NULL,
  weight_g integer CHECK (weight_g BETWEEN 0 AND 500000),
  waist_tenths integer CHECK (waist_tenths BETWEEN 0 AND 2000),
  calories integer CHECK (calories BETWEEN 0 AND 100000),
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, day),
  CHECK (weight_g IS NOT NULL OR waist_tenths IS NOT NULL OR calories IS NOT NULL)
);

-- /body-analysis measurements, Weight tab: one weight per week (weeks start on the 1st, 8th, 15th and 22nd).
CREATE TABLE weekly_weights (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week bigint NOT NULL,
  weight_g integer NOT NULL CHECK (weight_g BETWEEN 0 AND 200000),
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, week)
);

-- Body tab: weeks 1 and 4 of a month.
CREATE TABLE body_measurements (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week bigint NOT NULL,
  bust integer NOT NULL CHECK (bust BETWEEN 0 AND 2000),
  waist integer NOT NULL CHECK (waist BETWEEN 0 AND 2000),
  hips integer NOT NULL CHECK (hips BETWEEN 0 AND 2000),
  left_biceps integer NOT NULL CHECK (left_biceps BETWEEN 0 AND 2000),
  right_biceps integer NOT NULL CHECK (right_biceps BETWEEN 0 AND 2000),
  thigh integer NOT NULL CHECK (thigh BETWEEN 0 AND 1000000),
  calf integer NOT NULL CHECK (calf BETWEEN 0 AND 1000000),
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, week)
);

-- 'BFM & SMM': one pair per month (keyed by the month's first day).
CREATE TABLE body_analysis (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month bigint NOT NULL,
  smm integer NOT NULL CHECK (smm BETWEEN 0 AND 20000),
  bfm integer NOT NULL CHECK (bfm BETWEEN 0 AND 20000),
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, month)
);

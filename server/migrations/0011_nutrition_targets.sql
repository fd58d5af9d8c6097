-- Daily targets (issue 10, beyond the spec): the activity level the customer picks, and each diet's share of
-- energy from protein, carbohydrate and fat (percent; NULL = the balanced split of shared/src/domain/nutrition.ts).
ALTER TABLE users ADD COLUMN activity_level text
  CHECK (activity_level IN ('sedentary', 'light', 'moderate', 'active', 'veryActive'));

ALTER TABLE diets ADD COLUMN protein_percent integer CHECK (protein_percent BETWEEN 0 AND 100);
ALTER TABLE diets ADD COLUMN carbs_percent integer CHECK (carbs_percent BETWEEN 0 AND 100);
ALTER TABLE diets ADD COLUMN fat_percent integer CHECK (fat_percent BETWEEN 0 AND 100);
ALTER TABLE diets ADD CONSTRAINT diets_macro_split_complete CHECK (
  (protein_percent IS NULL AND carbs_percent IS NULL AND fat_percent IS NULL)
  OR protein_percent + carbs_percent + fat_percent = 100
);

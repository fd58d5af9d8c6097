-- Medical conditions carry their Arabic name like the other catalogue lists (the wizard's profile step in Arabic).
-- A database seeded before this migration gets the names here; a new one from the catalogue seed.
ALTER TABLE medical_conditions ADD COLUMN name_ar text NOT NULL DEFAULT '';

UPDATE medical_conditions SET name_ar = v.name_ar
FROM (VALUES
  (1, 'السكري من النوع الأول'),
  (2, 'السكري من النوع الثاني'),
  (3, 'مقدمات السكري'),
  (4, 'ارتفاع ضغط الدم'),
  (5, 'ارتفاع الكوليسترول'),
  (6, 'متلازمة تكيس المبايض'),
  (7, 'قصور الغدة الدرقية'),
  (8, 'متلازمة القولون العصبي'),
  (9, 'الداء البطني (حساسية القمح)'),
  (10, 'النقرس'),
  (11, 'الحمل'),
  (12, 'الرضاعة الطبيعية'),
  (13, 'أمراض الكلى'),
  (14, 'فقر الدم')
) AS v(id, name_ar)
WHERE medical_conditions.id = v.id AND medical_conditions.name_ar = '';

// Nutrition-support content's categories: blog categories and forum categories (the articles are the content
// module's: server/src/content/seed/blog-posts.ts).

export const blogCategories = [
  { id: 1, name: 'Nutrition Basics', nameAr: 'أساسيات التغذية' },
  { id: 2, name: 'Weight Management', nameAr: 'إدارة الوزن' },
  { id: 3, name: 'Fitness & Recovery', nameAr: 'اللياقة والتعافي' },
  { id: 4, name: 'Healthy Living in the UAE', nameAr: 'الحياة الصحية في الإمارات' },
];

export const forumCategories = [
  { id: 1, name: 'General Discussion', nameAr: 'نقاش عام' },
  { id: 2, name: 'Recipes & Dishes', nameAr: 'وصفات وأطباق' },
  { id: 3, name: 'Weight Loss Journeys', nameAr: 'رحلات إنقاص الوزن' },
  { id: 4, name: 'Fitness & Training', nameAr: 'اللياقة والتدريب' },
  { id: 5, name: 'Medical Diets', nameAr: 'الأنظمة الغذائية العلاجية' },
];

// Ingredients with their allergen class. Ids are positions in this list (1-based); never reorder, only append.
export type Allergen = 'nuts' | 'peanuts' | 'gluten' | 'dairy' | 'eggs' | 'fish' | 'shellfish' | 'soy' | 'sesame' | 'mustard' | 'celery';

export interface IngredientSeed {
  id: number;
  key: string;
  name: string;
  nameAr: string;
  allergen: Allergen | null;
}

type Row = [key: string, name: string, nameAr: string, allergen?: Allergen];

const rows: Row[] = [
  ['chicken', 'Chicken breast', 'صدر دجاج'],
  ['beef', 'Lean beef', 'لحم بقري قليل الدهن'],
  ['lamb', 'Lamb', 'لحم ضأن'],
  ['turkey', 'Turkey', 'ديك رومي'],
  ['salmon', 'Salmon', 'سلمون', 'fish'],
  ['tuna', 'Tuna', 'تونة', 'fish'],
  ['shrimp', 'Shrimp', 'روبيان', 'shellfish'],
  ['hammour', 'Hammour', 'هامور', 'fish'],
  ['seabass', 'Sea bass', 'قاروص', 'fish'],
  ['egg', 'Whole egg', 'بيض', 'eggs'],
  ['eggwhite', 'Egg white', 'بياض البيض', 'eggs'],
  ['milk', 'Low-fat milk', 'حليب قليل الدسم', 'dairy'],
  ['yogurt', 'Greek yogurt', 'زبادي يوناني', 'dairy'],
  ['labneh', 'Labneh', 'لبنة', 'dairy'],
  ['feta', 'Feta cheese', 'جبنة فيتا', 'dairy'],
  ['halloumi', 'Halloumi', 'جبنة حلوم', 'dairy'],
  ['mozzarella', 'Mozzarella', 'موزاريلا', 'dairy'],
  ['parmesan', 'Parmesan', 'بارميزان', 'dairy'],
  ['cottage', 'Cottage cheese', 'جبنة قريش', 'dairy'],
  ['oats', 'Rolled oats', 'شوفان', 'gluten'],
  ['bread', 'Whole-wheat bread', 'خبز القمح الكامل', 'gluten'],
  ['pasta', 'Whole-wheat pasta', 'معكرونة القمح الكامل', 'gluten'],
  ['bulgur', 'Bulgur', 'برغل', 'gluten'],
  ['quinoa', 'Quinoa', 'كينوا'],
  ['brownrice', 'Brown rice', 'أرز بني'],
  ['basmati', 'Basmati rice', 'أرز بسمتي'],
  ['sweetpotato', 'Sweet potato', 'بطاطا حلوة'],
  ['potato', 'Baby potato', 'بطاطس صغيرة'],
  ['lentils', 'Lentils', 'عدس'],
  ['chickpeas', 'Chickpeas', 'حمص'],
  ['blackbeans', 'Black beans', 'فاصوليا سوداء'],
  ['tofu', 'Tofu', 'توفو', 'soy'],
  ['soysauce', 'Low-sodium soy sauce', 'صلصة صويا قليلة الملح', 'soy'],
  ['edamame', 'Edamame', 'إدامامي', 'soy'],
  ['tahini', 'Tahini', 'طحينة', 'sesame'],
  ['sesame', 'Sesame seeds', 'بذور السمسم', 'sesame'],
  ['almonds', 'Almonds', 'لوز', 'nuts'],
  ['walnuts', 'Walnuts', 'جوز', 'nuts'],
  ['cashews', 'Cashews', 'كاجو', 'nuts'],
  ['peanutbutter', 'Peanut butter', 'زبدة الفول السوداني', 'peanuts'],
  ['chia', 'Chia seeds', 'بذور الشيا'],
  ['avocado', 'Avocado', 'أفوكادو'],
  ['spinach', 'Spinach', 'سبانخ'],
  ['kale', 'Kale', 'كرنب أجعد'],
  ['broccoli', 'Broccoli', 'بروكلي'],
  ['zucchini', 'Zucchini', 'كوسا'],
  ['cauliflower', 'Cauliflower', 'قرنبيط'],
  ['mushroom', 'Mushrooms', 'فطر'],
  ['tomato', 'Tomato', 'طماطم'],
  ['cucumber', 'Cucumber', 'خيار'],
  ['bellpepper', 'Bell pepper', 'فلفل رومي'],
  ['onion', 'Onion', 'بصل'],
  ['garlic', 'Garlic', 'ثوم'],
  ['carrot', 'Carrot', 'جزر'],
  ['beetroot', 'Beetroot', 'شمندر'],
  ['eggplant', 'Eggplant', 'باذنجان'],
  ['lettuce', 'Romaine lettuce', 'خس'],
  ['rocket', 'Rocket', 'جرجير'],
  ['parsley', 'Parsley', 'بقدونس'],
  ['mint', 'Mint', 'نعناع'],
  ['lemon', 'Lemon', 'ليمون'],
  ['berries', 'Mixed berries', 'توت مشكل'],
  ['banana', 'Banana', 'موز'],
  ['apple', 'Apple', 'تفاح'],
  ['mango', 'Mango', 'مانجو'],
  ['dates', 'Dates', 'تمر'],
  ['honey', 'Honey', 'عسل'],
  ['oliveoil', 'Olive oil', 'زيت زيتون'],
  ['chili', 'Chili', 'فلفل حار'],
  ['mustard', 'Mustard', 'خردل', 'mustard'],
  ['celery', 'Celery', 'كرفس', 'celery'],
  ['coconut', 'Coconut', 'جوز الهند'],
  ['cocoa', 'Cocoa', 'كاكاو'],
  ['cinnamon', 'Cinnamon', 'قرفة'],
  ['zaatar', "Za'atar", 'زعتر'],
  ['sumac', 'Sumac', 'سماق'],
  ['harissa', 'Harissa', 'هريسة'],
  ['pomegranate', 'Pomegranate', 'رمان'],
  ['corn', 'Sweet corn', 'ذرة حلوة'],
  ['peas', 'Green peas', 'بازلاء'],
  ['greenbeans', 'Green beans', 'فاصوليا خضراء'],
  ['ginger', 'Ginger', 'زنجبيل'],
  ['turmeric', 'Turmeric', 'كركم'],
  ['coconutmilk', 'Coconut milk', 'حليب جوز الهند'],
  ['pumpkin', 'Pumpkin', 'قرع'],
  ['olives', 'Olives', 'زيتون'],
  ['proteinpowder', 'Whey protein', 'بروتين مصل اللبن', 'dairy'],
  ['almondmilk', 'Almond milk', 'حليب اللوز', 'nuts'],
  ['buckwheat', 'Buckwheat', 'حنطة سوداء'],
  ['ricenoodles', 'Rice noodles', 'نودلز الأرز'],
];

export const ingredients: IngredientSeed[] = rows.map(([key, name, nameAr, allergen], index) => ({
  id: index + 1,
  key,
  name,
  nameAr,
  allergen: allergen ?? null,
}));

const idByKey = new Map(ingredients.map((ingredient) => [ingredient.key, ingredient.id]));

/** Ingredient ids for space-separated keys; an unknown key is a data error and throws. */
export function ingredientIds(keys: string): number[] {
  return keys
    .split(/\s+/)
    .filter(Boolean)
    .map((key) => {
      const id = idByKey.get(key);
      if (id === undefined) throw new Error(`Unknown ingredient key "${key}"`);
      return id;
    });
}

import { GROUP as G } from '../dish-groups';
import { MEAL_TYPE } from '../meal-types';
import { defineDishes } from './define';

const BREAKFAST_SIDE = [MEAL_TYPE.breakfastSide];
const MEAL_SIDES = [MEAL_TYPE.lunchSide, MEAL_TYPE.dinnerSide];

export const sideDishes = defineDishes(4001, { mealTypes: MEAL_SIDES, dishType: 'side' }, [
  ['Fresh Fruit Cup', 'كوب فواكه طازجة', 'Seasonal fruit cut fresh every morning.', G.vegan, [80, 0.3, 1, 19], 'berries mango apple', { mealTypes: BREAKFAST_SIDE }],
  ['Cucumber and Tomato Side', 'خيار وطماطم', 'Crisp cucumber and tomato with mint and lemon.', G.vegan, [40, 0.3, 1.5, 8], 'cucumber tomato mint lemon', { mealTypes: [MEAL_TYPE.breakfastSide, ...MEAL_SIDES] }],
  ['Olives and Za\'atar', 'زيتون وزعتر', 'Marinated green and black olives with za\'atar.', G.vegan, [90, 9, 0.5, 2], 'olives zaatar oliveoil', { mealTypes: BREAKFAST_SIDE }],
  ['Boiled Egg', 'بيضة مسلوقة', 'One free-range egg, boiled and halved.', G.eggs, [70, 5, 6, 0.5], 'egg', { mealTypes: BREAKFAST_SIDE }],
  ['Greek Yogurt Pot', 'كوب زبادي يوناني', 'Plain Greek yogurt with a pinch of cinnamon.', G.dairy, [90, 2.5, 9, 6], 'yogurt cinnamon', { mealTypes: BREAKFAST_SIDE }],
  ['Avocado Slices', 'شرائح الأفوكادو', 'Half an avocado with lemon and sea salt.', G.vegan, [120, 11, 1.5, 6], 'avocado lemon', { mealTypes: [MEAL_TYPE.breakfastSide, ...MEAL_SIDES] }],
  ['Steamed Broccoli', 'بروكلي على البخار', 'Broccoli florets steamed and finished with olive oil.', G.vegan, [60, 3, 4, 6], 'broccoli oliveoil lemon'],
  ['Brown Rice', 'أرز بني', 'A portion of fluffy brown rice.', G.vegan, [150, 1.2, 3.5, 32], 'brownrice'],
  ['Lemon Quinoa', 'كينوا بالليمون', 'Quinoa with lemon zest and parsley.', G.vegan, [140, 3, 5, 24], 'quinoa lemon parsley'],
  ['Roasted Sweet Potato Wedges', 'أصابع بطاطا حلوة مشوية', 'Oven-roasted sweet potato with paprika.', G.vegan, [140, 3, 2, 26], 'sweetpotato oliveoil'],
  ['Garden Salad', 'سلطة الحديقة', 'Mixed leaves, cucumber, carrot and cherry tomato with a balsamic dressing.', G.salads, [50, 2, 1.5, 7], 'lettuce cucumber carrot tomato oliveoil'],
  ['Fattoush', 'فتوش', 'Crunchy vegetables, sumac and baked pita chips.', G.salads, [110, 5, 2.5, 14], 'lettuce tomato cucumber sumac bread pomegranate'],
  ['Tabbouleh', 'تبولة', 'Parsley, mint, tomato and bulgur with lemon and olive oil.', G.salads, [100, 5, 2, 12], 'parsley mint tomato bulgur lemon oliveoil'],
  ['Cauliflower Rice', 'أرز القرنبيط', 'Low-carb cauliflower rice with herbs.', G.vegan, [45, 2, 2.5, 5], 'cauliflower parsley oliveoil'],
  ['Sautéed Green Beans', 'فاصوليا خضراء سوتيه', 'Green beans with garlic and toasted almonds.', G.vegan, [80, 5, 3, 7], 'greenbeans garlic almonds'],
  ['Roasted Baby Potatoes', 'بطاطس صغيرة مشوية', 'Baby potatoes roasted with rosemary and garlic.', G.vegan, [130, 4, 2.5, 22], 'potato garlic oliveoil'],
  ['Grilled Vegetables', 'خضار مشوية', 'Zucchini, peppers and eggplant from the grill.', G.vegan, [70, 3.5, 2, 9], 'zucchini bellpepper eggplant oliveoil'],
  ['Hummus Side', 'حمص جانبي', 'A small pot of classic hummus.', G.vegan, [110, 6, 4, 10], 'chickpeas tahini lemon garlic'],
  ['Sautéed Spinach', 'سبانخ سوتيه', 'Spinach wilted with garlic and lemon.', G.vegan, [50, 3, 3, 4], 'spinach garlic lemon oliveoil'],
  ['Basmati Rice', 'أرز بسمتي', 'Steamed basmati with a pinch of saffron.', G.vegan, [160, 0.5, 3.5, 35], 'basmati'],
  ['Coleslaw Light', 'كول سلو خفيف', 'Carrot and cabbage-style slaw with a yogurt dressing.', G.salads, [70, 2.5, 2.5, 9], 'carrot lettuce yogurt lemon'],
  ['Spicy Roasted Cauliflower', 'قرنبيط مشوي حار', 'Cauliflower roasted with harissa.', G.spicy, [80, 4.5, 3, 8], 'cauliflower harissa oliveoil', { spicy: true }],
  ['Beetroot Salad', 'سلطة الشمندر', 'Roasted beetroot with rocket and feta crumbs.', G.salads, [90, 4, 3.5, 10], 'beetroot rocket feta oliveoil'],
  ['Mashed Sweet Potato', 'بطاطا حلوة مهروسة', 'Smooth sweet potato mash with a little olive oil.', G.vegan, [130, 3, 2, 25], 'sweetpotato oliveoil'],
  ['Edamame Side', 'إدامامي جانبي', 'Steamed edamame with sea salt.', G.vegan, [90, 4, 8, 6], 'edamame'],
  ['Lentil Salad', 'سلطة العدس', 'Green lentils with parsley, onion and lemon.', G.salads, [120, 3, 7, 17], 'lentils parsley onion lemon oliveoil'],
  ['Mushroom Sauté', 'فطر سوتيه', 'Button mushrooms sautéed with garlic and thyme.', G.vegan, [60, 4, 3, 4], 'mushroom garlic oliveoil'],
  ['Kale and Apple Salad', 'سلطة الكرنب والتفاح', 'Massaged kale with apple, walnuts and lemon.', G.salads, [110, 7, 3, 10], 'kale apple walnuts lemon oliveoil'],
]);

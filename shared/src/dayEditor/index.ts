// The day editor shared by the checkout's menus, the wizard's day menu and /modify (issue 39 "One day editor").

export * from './dayRules';
export {
  DayEditor,
  type Bag,
  type DayEdit,
  type DayEditorCatalog,
  type DayEditorOptions,
  type DayEditorPlan,
  type DishClick,
  type SideSlot,
} from './dayEditor';
export { DayBags, type DayBagsProps } from './DayBags';
export { DayTabs } from './DayTabs';
export { DishEditor, type DishEditorProps } from './DishEditor';
export { DishPanel, type DishPanelProps } from './DishPanel';
export { DishFacts, NutritionFacts, type NutritionFactsProps } from './Facts';
export { SideChoices, type SideChoicesProps } from './SideChoices';
export { useEditorText } from './useEditorText';
export { useWidthAtLeast } from './useWidthAtLeast';

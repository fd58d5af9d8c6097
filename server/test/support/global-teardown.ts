import { dropTemplates } from './templates';

export default dropTemplates;

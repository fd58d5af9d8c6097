import { createTemplates } from './templates';

export default createTemplates;

/** Registers Strife's checks with Langium's validation registry. */
import type { ValidationAcceptor, ValidationChecks } from 'langium';
import type { StrifeAstType, Document } from '../generated/ast.js';
import type { StrifeServices } from '../strife-module.js';
import { checkAttack, checkCombatant } from './combatant-checks.js';
import { checkDuplicateNames, checkImports, checkRulesetLine } from './document-checks.js';
import { checkDay } from './day-checks.js';
import { checkEncounter } from './encounter-checks.js';

export function registerValidationChecks(services: StrifeServices): void {
    const registry = services.validation.ValidationRegistry;
    const documents = services.shared.workspace.LangiumDocuments;
    const checks: ValidationChecks<StrifeAstType> = {
        Document: [checkRulesetLine, checkDuplicateNames, (doc: Document, accept: ValidationAcceptor) => checkImports(doc, accept, documents)],
        Combatant: checkCombatant,
        Attack: checkAttack,
        Encounter: checkEncounter,
        Day: checkDay,
    };
    registry.register(checks);
}

/**
 * Registers Strife's checks with Langium's validation registry.
 *
 * The rule every check keeps (the validation cache, `item-cache.ts`, reuses a kept item's
 * diagnostics on it): a check of a node inside a top-level item (a combatant, attack or encounter)
 * reads only
 * - its own item,
 * - the file's `ruleset` line (which ruleset, which options),
 * - the imports and the trees of the files they bring,
 * - what its item references, transitively (templates, participants, targets, their templates…),
 * - the items that reference its item directly (who extends it, which encounter brings it in).
 * Item checks are `ItemCheck`s: they get a `CheckContext` (`check-context.ts`) with the ruleset,
 * the item and its referrers, and never walk up to the document themselves
 * (`test/language/check-fence.test.ts`). A check that must read anything else — other items,
 * the workspace — is a `Document` check, run on every build.
 */
import type { AstNode, ValidationAcceptor, ValidationChecks } from 'langium';
import type { StrifeAstType, Document } from '../generated/ast.js';
import type { StrifeServices } from '../strife-module.js';
import type { ItemCheck } from './check-context.js';
import { checkAttack, checkCombatant } from './combatant-checks.js';
import { checkDuplicateNames, checkImports, checkRulesetLine } from './document-checks.js';
import { checkDay } from './day-checks.js';
import { checkEncounter } from './encounter-checks.js';
import { checkDiceCounts, checkLadderSteps } from './dice-count-checks.js';
import { checkImportClashes } from './import-clashes.js';
import { checkDivisors, checkFighterCount, checkSeedRange } from './limit-checks.js';
import { checkDistance, checkFormulaNumbers, checkFormulaTotals, checkHazardAmount, checkModifierValue } from './number-ranges.js';

export function registerValidationChecks(services: StrifeServices): void {
    const registry = services.validation.ValidationRegistry;
    const documents = services.shared.workspace.LangiumDocuments;
    const validator = services.validation.DocumentValidator;
    /** Langium's check signature, handing the check its context. */
    const item =
        <T extends AstNode>(check: ItemCheck<T>) =>
        (node: T, accept: ValidationAcceptor): void =>
            check(node, accept, validator.checkContext(node));
    const checks: ValidationChecks<StrifeAstType> = {
        Document: [
            checkRulesetLine,
            checkDuplicateNames,
            (doc: Document, accept: ValidationAcceptor) => checkImports(doc, accept, documents),
            (doc: Document, accept: ValidationAcceptor) => checkImportClashes(doc, accept, documents),
        ],
        Combatant: [item(checkCombatant), item(checkDivisors), item(checkDiceCounts), item(checkFormulaTotals)],
        Attack: [item(checkAttack), item(checkLadderSteps), checkFormulaNumbers],
        ZoneDistance: checkDistance,
        Hazard: checkHazardAmount,
        ModifierUse: item(checkModifierValue),
        Encounter: [item(checkEncounter), checkFighterCount],
        Day: item(checkDay),
        SeedDecl: checkSeedRange,
    };
    registry.register(checks);
}

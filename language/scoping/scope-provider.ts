/**
 * Scoping for .strife: which declarations a name can refer to.
 *  - combatants: those of this file, then those of its imports (transitively); one hashed scope
 *    per file, cached until the workspace changes, so linking stays linear in file size (stock
 *    Langium scoping scans every global name for every reference);
 *  - attacks: those of the acting combatant and its `extends` chain (nearest first);
 *  - sides and zones: those of the enclosing encounter;
 *  - encounters (a day's `fight "Ambush"`): those of this file, then those of its imports; a name
 *    written as a string is looked up without its quotes.
 */
import {
    AstUtils,
    DefaultScopeProvider,
    EMPTY_SCOPE,
    MapScope,
    WorkspaceCache,
    type AstNode,
    type AstNodeDescription,
    type LangiumCoreServices,
    type ReferenceInfo,
    type Scope,
    type Stream,
} from 'langium';
import { Attack, Combatant, Encounter, Side, Zone, isActionUse, isEncounter, isTurn, type Document } from '../generated/ast.js';
import { importedDocuments } from '../workspace/imports.js';
import { combatantChain } from './combatant-chain.js';

export class StrifeScopeProvider extends DefaultScopeProvider {
    private readonly combatantScopes: WorkspaceCache<string, Scope>;
    private readonly encounterNameScopes: WorkspaceCache<string, Scope>;
    /** Attack scopes by acting combatant, side and zone scopes by encounter: one per build, not one per reference. */
    private readonly attackScopes: WorkspaceCache<AstNode, Scope>;
    private readonly encounterScopes: WorkspaceCache<string, Map<AstNode, Scope>>;
    private readonly documents: LangiumCoreServices['shared']['workspace']['LangiumDocuments'];

    constructor(services: LangiumCoreServices) {
        super(services);
        this.combatantScopes = new WorkspaceCache(services.shared);
        this.encounterNameScopes = new WorkspaceCache(services.shared);
        this.attackScopes = new WorkspaceCache(services.shared);
        this.encounterScopes = new WorkspaceCache(services.shared);
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    override getScope(context: ReferenceInfo): Scope {
        const type = this.reflection.getReferenceType(context);
        if (type === Combatant.$type) return this.combatantScope(context);
        if (type === Attack.$type) return this.attackScope(context);
        if (type === Side.$type || type === Zone.$type) return this.encounterScope(context, type);
        if (type === Encounter.$type) return this.encounterNameScope(context);
        return super.getScope(context);
    }

    private combatantScope(context: ReferenceInfo): Scope {
        const document = AstUtils.getDocument(context.container);
        const key = document.uri.toString();
        return this.combatantScopes.get(key, () => {
            const imported = importedDocuments(document, this.documents).map(d => d.uri.toString());
            const importedScope =
                imported.length === 0 ? EMPTY_SCOPE : new MapScope(this.indexManager.allElements(Combatant.$type, new Set(imported)).toArray());
            const root = document.parseResult.value as Document;
            const local = root.elements
                .filter((e): e is Combatant => e.$type === Combatant.$type && !!e.name)
                .map(c => this.descriptions.createDescription(c, c.name, document));
            return new MapScope(local, importedScope);
        });
    }

    /** Encounters of this file, then of its imports, by name; `"Ambush at the ford"` finds `Ambush at the ford`. */
    private encounterNameScope(context: ReferenceInfo): Scope {
        const document = AstUtils.getDocument(context.container);
        const key = document.uri.toString();
        return this.encounterNameScopes.get(key, () => {
            const imported = importedDocuments(document, this.documents).map(d => d.uri.toString());
            const importedScope =
                imported.length === 0 ? EMPTY_SCOPE : new MapScope(this.indexManager.allElements(Encounter.$type, new Set(imported)).toArray());
            const root = document.parseResult.value as Document;
            const local = root.elements
                .filter((e): e is Encounter => e.$type === Encounter.$type && !!e.name)
                .map(e => this.descriptions.createDescription(e, e.name, document));
            return new UnquotedScope(new MapScope(local, importedScope));
        });
    }

    private attackScope(context: ReferenceInfo): Scope {
        const use = context.container;
        if (!isActionUse(use) || !isTurn(use.$container)) return EMPTY_SCOPE;
        const actor = use.$container.actors[0]?.combatant?.ref;
        if (!actor) return EMPTY_SCOPE;
        return this.attackScopes.get(actor, () => {
            // Nearest declaration wins: a derived creature's attack shadows its template's.
            const byName = new Map<string, AstNodeDescription>();
            for (const combatant of combatantChain(actor)) {
                for (const member of combatant.members) {
                    if (member.$type === Attack.$type && member.name && !byName.has(member.name)) {
                        byName.set(member.name, this.descriptions.createDescription(member, member.name));
                    }
                }
            }
            return new MapScope([...byName.values()]);
        });
    }

    /** Sides or zones of the enclosing encounter. */
    private encounterScope(context: ReferenceInfo, type: string): Scope {
        const encounter = AstUtils.getContainerOfType(context.container, isEncounter);
        if (!encounter) return EMPTY_SCOPE;
        const byEncounter = this.encounterScopes.get(type, () => new Map());
        let scope = byEncounter.get(encounter);
        if (!scope) {
            const named = encounter.members.filter(
                (m): m is Side | Zone => (m.$type === 'Side' || m.$type === 'Zone') && m.$type === type && !!m.name,
            );
            scope = this.createScopeForNodes(named);
            byEncounter.set(encounter, scope);
        }
        return scope;
    }
}

/** A scope that looks names up without the quotes a string reference is written with. */
class UnquotedScope implements Scope {
    constructor(private readonly inner: Scope) {}

    private static unquote(name: string): string {
        return /^(["']).*\1$/s.test(name) ? name.slice(1, -1) : name;
    }

    getElement(name: string): AstNodeDescription | undefined {
        return this.inner.getElement(UnquotedScope.unquote(name));
    }

    getElements(name: string): Stream<AstNodeDescription> {
        return this.inner.getElements(UnquotedScope.unquote(name));
    }

    getAllElements(): Stream<AstNodeDescription> {
        return this.inner.getAllElements();
    }
}

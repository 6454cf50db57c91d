/**
 * The validation cache (language/validation/item-cache.ts) re-checks only the items an edit can
 * have changed — also right after a document's first build, whose inputs are computed after its
 * diagnostics went out (`settleInputs`) rather than during it. Equality with full builds is
 * tested in incremental-build.test.ts; this file tests that the work is actually skipped.
 */
import { EmptyFileSystem, TextDocument, URI, type AstNode } from 'langium';
import { describe, expect, it } from 'vitest';
import { createStrifeServices } from '../../language/strife-module.js';
import { CoalescingDocumentBuilder } from '../../language/lsp/coalesced-updates.js';

const TEXT = `ruleset rise

creature Ash {
  level 1  hit_points 8  accuracy 2  power 1
  defenses { armor 5  fortitude 4  reflex 4  mental 3 }
  attack Claw { vs armor  damage 1d6 + power  tags melee }
}

creature Birch {
  level 2  hit_points 9  accuracy 2  power 1
  defenses { armor 5  fortitude 4  reflex 4  mental 3 }
  attack Claw { vs armor  damage 1d6 + power  tags melee }
}

creature Cedar {
  level 3  hit_points 10  accuracy 2  power 1
  defenses { armor 5  fortitude 4  reflex 4  mental 3 }
  attack Claw { vs armor  damage 1d6 + power  tags melee }
}
`;

/** A server-like setup: documents from TextDocuments, built by `update`, with a check that notes the combatants it sees. */
function setup() {
    const services = createStrifeServices(EmptyFileSystem);
    const checked: string[] = [];
    services.Strife.validation.ValidationRegistry.register({
        Combatant: (node: AstNode & { name?: string }) => {
            checked.push(node.name ?? '?');
        },
    });
    const uri = URI.parse('file:///cache/three.strife');
    let version = 1;
    const write = async (text: string) => {
        services.shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', version++, text));
        await services.shared.workspace.DocumentBuilder.update([uri], []);
        return services.shared.workspace.LangiumDocuments.getDocument(uri)!;
    };
    return { services, checked, write };
}

describe('the validation cache', () => {
    it('re-checks only the edited item after a first build', async () => {
        const { checked, write } = setup();
        const first = await write(TEXT);
        expect(first.diagnostics).toEqual([]);
        expect(checked).toEqual(['Ash', 'Birch', 'Cedar']);

        checked.length = 0;
        const edited = await write(TEXT.replace('level 3', 'level 4'));
        expect(edited.diagnostics).toEqual([]);
        expect(checked).toEqual(['Cedar']);
    });

    it('still reuses nothing it cannot prove unchanged: a new error in the edited item only', async () => {
        const { checked, write } = setup();
        await write(TEXT);
        checked.length = 0;
        const edited = await write(TEXT.replace('level 2', 'level 2  speeed 3'));
        expect(checked).toEqual(['Birch']);
        expect(edited.diagnostics?.map(d => d.range.start.line)).toEqual([9]);
    });

    it('runs a check registered later, also below nodes whose subtrees it skipped before', async () => {
        const { services, write } = setup();
        await write(TEXT);
        const damage: string[] = [];
        services.Strife.validation.ValidationRegistry.register({
            DamageProp: (node: AstNode) => {
                damage.push(node.$cstNode?.text ?? '?');
            },
        });
        await write(TEXT.replace('level 1', 'level 5'));
        expect(damage).toEqual(['damage 1d6 + power']); // Ash's attack: its item was edited
    });

    it('computes the inputs of a first build before the next update changes anything', async () => {
        const { services } = setup();
        const builder = services.shared.workspace.DocumentBuilder;
        expect(builder).toBeInstanceOf(CoalescingDocumentBuilder);
        const order: string[] = [];
        (builder as CoalescingDocumentBuilder).onBeforeUpdate(() => {
            order.push('before update');
        });
        builder.onUpdate(() => {
            order.push('update');
        });
        await builder.update([], []);
        expect(order).toEqual(['before update', 'update']);
    });
});

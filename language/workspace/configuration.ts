/**
 * Settings from the client, asked for only in the ways the client says it supports. Langium's
 * provider registers `workspace/didChangeConfiguration` dynamically whenever the client can answer
 * `workspace/configuration`, whether or not it supports dynamic registration of that notification;
 * a client that does not (Neovim, Helix) then logs an error or a warning for a request it never
 * agreed to. This provider registers only when `workspace.didChangeConfiguration.dynamicRegistration`
 * is set; every other client still pushes changes with the notification itself (LSP 3.17
 * §workspace_didChangeConfiguration), which Langium handles without registering.
 */
import { DefaultConfigurationProvider, type ConfigurationInitializedParams } from 'langium';
import type { InitializeParams } from 'vscode-languageserver-protocol';

export class StrifeConfigurationProvider extends DefaultConfigurationProvider {
    private dynamicRegistration = false;

    override initialize(params: InitializeParams): void {
        super.initialize(params);
        this.dynamicRegistration = params.capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    }

    override initialized(params: ConfigurationInitializedParams): Promise<void> {
        return super.initialized(this.dynamicRegistration ? params : { ...params, register: undefined });
    }
}

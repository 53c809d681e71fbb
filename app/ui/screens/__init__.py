"""The screens of the Textual UI."""

"""Title norms by the FIDE Title Regulations (B.01, applied from 1 January 2024), article 1.4: GM, IM,
WGM and WIM norms, the options to leave games out, and the last-round forecast."""

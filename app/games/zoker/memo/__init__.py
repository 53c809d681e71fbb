"""memo"""
